/** ISO 8601 durations as the contract writes them (`P7D`, `PT30M`, `PT1H30M`), in milliseconds. */
export function durationMs(duration: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (match === null || duration === 'P' || duration.endsWith('T')) {
    throw new Error(`Not a duration of days, hours, minutes and seconds: ${duration}`);
  }
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}
