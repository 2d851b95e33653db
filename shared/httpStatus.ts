/** The reason phrases of the statuses an API answers with (RFC 9110), to label responses. */
const reasonPhrases: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '406': 'Not Acceptable',
  '409': 'Conflict',
  '410': 'Gone',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
};

/** The status's reason phrase ("OK", "Accepted"), or undefined for a status without one here. */
export const reasonPhrase = (status: string): string | undefined => reasonPhrases[status];

export function statusLabel(status: string): string {
  if (status === 'default') return 'Any other status';
  const phrase = reasonPhrase(status);
  return phrase === undefined ? status : `${status} ${phrase}`;
}

export type StatusClass = 'success' | 'redirect' | 'clientError' | 'serverError' | 'other';

export function statusClass(status: string): StatusClass {
  const family = status.charAt(0);
  if (family === '2') return 'success';
  if (family === '3') return 'redirect';
  if (family === '4') return 'clientError';
  if (family === '5') return 'serverError';
  return 'other';
}
