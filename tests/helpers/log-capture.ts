/**
 * The site server's log (server/logger.ts) kept in memory: each line as
 * written (to check what never appears in it) and parsed (to look at fields).
 */
import type { Level } from 'pino';
import { createLogger, type Logger } from '../../server/logger.ts';

export interface LogLine {
  level: number;
  msg: string;
  event?: string;
  [field: string]: unknown;
}

export interface LogCapture {
  logger: Logger;
  /** Parsed lines, oldest first. */
  lines: LogLine[];
  /** Every line as written, joined. */
  text(): string;
  /** Lines of one event. */
  events(event: string): LogLine[];
  clear(): void;
}

export function captureLog(level: Level = 'info'): LogCapture {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger({
    level,
    format: 'json',
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return {
    logger,
    lines,
    text: () => raw.join(''),
    events: (event) => lines.filter((line) => line.event === event),
    clear() {
      raw.length = 0;
      lines.length = 0;
    },
  };
}

/** The JSON lines a spawned server wrote to stdout (anything else fails the parse: the test should see it). */
export const parseLogLines = (stdout: string): LogLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LogLine);
