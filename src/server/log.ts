// Structured logs: one JSON object a line, with the request id when there is one, so that
// Netlify's function logs and a local terminal read the same way.
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

function errorFields(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { name: value.name, message: value.message, stack: value.stack, cause: errorFields(value.cause) };
}

export function createLogger(
  level: LogLevel = "info",
  base: LogFields = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: Exclude<LogLevel, "silent">, message: string, fields: LogFields = {}) => {
    if (ORDER[at] < ORDER[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: at, msg: message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value);
    write(JSON.stringify(entry));
  };
  return {
    debug: (message, fields) => emit("debug", message, fields),
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
