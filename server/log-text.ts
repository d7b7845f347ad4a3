/** Text from a request as it may appear in a log line: printable ASCII only (no forged lines), bounded. */
export const printable = (text: string, max = 200): string => text.replace(/[^\x21-\x7e]/g, '_').slice(0, max);
