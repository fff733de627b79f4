import pino from 'pino';
import type { Env } from './env';

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'ai-atlas' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
