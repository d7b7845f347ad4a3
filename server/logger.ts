/**
 * The site server's one log: structured JSON lines on stdout (pino), one per
 * request and one per event (`event` field: publish, webhook, outbox, csp…).
 * A developer at a terminal reads them through pino-pretty, in this process
 * (no transport thread: nothing is lost when the process exits).
 *
 * Secrets never reach it. Call sites log no query strings, no form fields and
 * no raw receipt paths (site-server.ts `logPath`); pino's `redact` censors the
 * fields that could carry one; and every finished line is scrubbed of e-mail
 * addresses and bearer tokens (an SMTP error quoting a recipient, an error
 * message quoting a header), the last guard whatever a call site passed.
 */
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  /** Default `info`. */
  level?: Level | 'silent';
  /** Default: `pretty` when stdout is a terminal, else `json`. */
  format?: LogFormat;
  /** Where lines go (tests); default stdout. */
  destination?: DestinationStream;
}

/** Field paths pino censors wherever they appear (top level and one level down). */
const SECRET_FIELDS = ['authorization', 'cookie', 'token', 'receipt', 'email', 'draftKey', 'password', 'secret'];
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
];

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/** A finished line without e-mail addresses or credentials (it stays valid JSON: both patterns exclude `"` and `\`). */
export const scrubLine = (line: string): string => line.replace(EMAIL, '[email]').replace(BEARER, '$1 [redacted]');

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const destination =
    options.destination ??
    (format === 'pretty'
      ? pinoPretty({ destination: 1, sync: true, colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname' })
      : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      hooks: { streamWrite: scrubLine },
    },
    destination,
  );
}

/** A logger that writes nothing: the default of library callers (tests, Vite's dev server) that pass none. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** An error as a log field: its message and stack (scrubbed with the rest of the line). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
