import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, publicConfig } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DEFAULT_LANG).toBe('zh');
    expect(env.IS_CN).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.POINTS_REGISTER).toBe(20);
    expect(env.POINTS_DAILY_LOGIN).toBe(5);
    expect(env).toMatchObject({ JOBS_WORKER: 'inline', JOBS_BACKEND: 'postgres', JOBS_LEASE_MS: 30_000 });
    expect(env.JOBS_CONCURRENCY).toBeUndefined();
  });

  it('reads the job settings and wants REDIS_URL for the Redis job backend', () => {
    expect(parseEnv({ JOBS_WORKER: 'off', JOBS_CONCURRENCY: '4', JOBS_LEASE_MS: '2000' })).toMatchObject({
      JOBS_WORKER: 'off',
      JOBS_CONCURRENCY: 4,
      JOBS_LEASE_MS: 2000,
    });
    expect(() => parseEnv({ JOBS_BACKEND: 'redis' })).toThrow(/JOBS_BACKEND: redis needs REDIS_URL/);
    expect(parseEnv({ JOBS_BACKEND: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' }).JOBS_BACKEND).toBe('redis');
  });

  it('reads the China-edition flag only from the string true', () => {
    expect(parseEnv({ IS_CN: 'true' }).IS_CN).toBe(true);
    expect(parseEnv({ IS_CN: 'false' }).IS_CN).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'nope' }, 'REDIS_URL'],
    [{ DEFAULT_LANG: 'fr' }, 'DEFAULT_LANG'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JOBS_WORKER: 'sometimes' }, 'JOBS_WORKER'],
    [{ JOBS_LEASE_MS: '10' }, 'JOBS_LEASE_MS'],
  ])('names the bad variable in %o', (input, name) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(new RegExp(`${name}:`));
  });

  it('derives the public configuration without secrets', () => {
    const config = publicConfig(parseEnv({ WWW_URL: 'https://www.example.com/', GOOGLE_CLIENT_SECRET: 's3cret' }));
    expect(config.loginUrl).toBe('https://www.example.com/passport');
    expect(config.googleRedirectUri).toBe('https://www.example.com/login/callback');
    expect(config.wwwUrl).toBe('https://www.example.com');
    expect(JSON.stringify(config)).not.toContain('s3cret');
  });
});
