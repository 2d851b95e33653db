import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {basename} from 'node:path';

/** Splits one CSV line whose fields are all quoted. */
function fields(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] ?? '').replaceAll('""', '"'));
}

/** Throws unless the report matches its control file: same name, same row count, same SHA-256. */
export async function verifyDelivery(reportPath: string, controlPath: string): Promise<void> {
  const [headerLine, valueLine] = (await readFile(controlPath, 'utf8')).split('\r\n');
  const header = fields(headerLine ?? '');
  const values = fields(valueLine ?? '');
  const control = new Map(header.map((name, index) => [name, values[index] ?? '']));
  const fileName = control.get('fileName') ?? '';

  const report = await readFile(reportPath);
  if (basename(reportPath) !== fileName) throw new Error(`Control file is for ${fileName}`);
  const digest = createHash('sha256').update(report).digest('hex');
  if (digest !== control.get('sha256')) throw new Error(`Checksum mismatch for ${fileName}`);
  const dataRows =
    report
      .toString('utf8')
      .split('\r\n')
      .filter((line) => line !== '').length - 1;
  if (String(dataRows) !== control.get('rowCount')) {
    throw new Error(`Expected ${control.get('rowCount') ?? 'no'} rows, found ${dataRows}`);
  }
}
