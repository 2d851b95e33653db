/** Every `errorCode` in an answer, once each, in order. */
export function errorCodesIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) errorCodesIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'errorCode' && typeof item === 'string' && !found.includes(item)) found.push(item);
      else errorCodesIn(item, found);
    }
  }
  return found;
}
