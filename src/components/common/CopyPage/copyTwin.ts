/**
 * Copies a page's Markdown twin to the clipboard. Loaded only when the reader presses "Copy page", so no
 * page pays for it, or requests the twin, before then.
 */
export async function copyTwin(twinUrl: string): Promise<void> {
  const markdown = fetch(twinUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${twinUrl} answered ${response.status}`);
    return new Blob([await response.text()], {type: 'text/plain'});
  });
  // A ClipboardItem takes the text as a promise, so the copy keeps the click's user activation while the
  // twin downloads (Safari refuses a clipboard write that starts after an await).
  if (typeof ClipboardItem === 'function') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': markdown})]);
    return;
  }
  await navigator.clipboard.writeText(await (await markdown).text());
}
