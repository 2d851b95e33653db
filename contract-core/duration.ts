/** ISO 8601 durations as the contract writes them (`P7D`, `PT30M`, `PT1H30M`), in milliseconds. */
export function durationMs(duration: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (match === null || duration === 'P' || duration.endsWith('T')) {
    throw new Error(`Not a duration of days, hours, minutes and seconds: ${duration}`);
  }
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** A duration of the contract in words: `PT1M` is "1 minute", `PT24H` is "24 hours". */
export function durationWords(duration: string): string {
  const ms = durationMs(duration);
  const units = [
    [24 * 3600_000, 'day'],
    [3600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ] as const;
  const [size, unit] = units.find(([candidate]) => ms % candidate === 0 && ms >= candidate) ?? [1000, 'second'];
  const count = ms / size;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
