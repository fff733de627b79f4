// Slider verification before an SMS code is sent (docs/decisions/009): a picture with a gap, the piece that
// fills it, and a one-use pass for the visitor who slides the piece into place like a person would.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { sliderChallenges } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { svgToPng } from '~/lib/resvg.server';
import {
  SLIDER_HEIGHT as H,
  SLIDER_PIECE as P,
  SLIDER_WIDTH as W,
  type TSliderChallenge,
  type TSliderPass,
  type TSliderVerify,
} from './accounts.schema';
import { randomToken, sha256 } from './sessions.server';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** A pass must be spent within the challenge's life plus this. */
const PASS_TTL_MS = 5 * 60 * 1000;
const TOLERANCE_PX = 5;
const MIN_DURATION_MS = 200;
const MAX_ATTEMPTS = 3;

/** The puzzle outline: a rounded square with a knob on top and one on the right. */
function piecePath(x: number, y: number): string {
  const r = 7;
  const k = 8;
  const s = P - k;
  return [
    `M${x} ${y + k}`,
    `h${s / 2 - r}`,
    `a${r} ${r} 0 1 1 ${2 * r} 0`,
    `h${s / 2 - r}`,
    `v${s / 2 - r}`,
    `a${r} ${r} 0 1 1 0 ${2 * r}`,
    `v${s / 2 - r}`,
    `h${-s}`,
    'z',
  ].join(' ');
}

function scene(seed: number[]): string {
  const [hue, hue2, ...rest] = seed;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const cx = rest[i * 3]! % W;
    const cy = rest[i * 3 + 1]! % H;
    const radius = 12 + (rest[i * 3 + 2]! % 46);
    const h = (hue! + i * 29) % 360;
    shapes.push(
      i % 2
        ? `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="hsl(${h} 70% 60%)" fill-opacity="0.55"/>`
        : `<rect x="${cx - radius}" y="${cy - radius / 2}" width="${radius * 2}" height="${radius}" rx="6" transform="rotate(${(radius * 7) % 90} ${cx} ${cy})" fill="hsl(${h} 65% 45%)" fill-opacity="0.5"/>`,
    );
  }
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 70%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 35%)"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}`;
}

async function renderChallenge(targetX: number, y: number) {
  const seed = Array.from({ length: 44 }, () => randomInt(0, 10_000));
  const picture = scene(seed);
  const outline = piecePath(targetX, y);
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${picture}<path d="${outline}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}" viewBox="${targetX} ${y} ${P} ${P}"><clipPath id="c"><path d="${outline}"/></clipPath><g clip-path="url(#c)">${picture}</g><path d="${outline}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  const [bg, pc] = await Promise.all([svgToPng(background), svgToPng(piece)]);
  const dataUrl = (png: Uint8Array) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  return { background: dataUrl(bg), piece: dataUrl(pc) };
}

/** Challenges past their pass window are useless (the accounts.housekeeping job). */
export async function pruneSliderChallenges(db: Db): Promise<number> {
  const gone = await db
    .delete(sliderChallenges)
    .where(lt(sliderChallenges.expiresAt, sql`now() - interval '1 hour'`))
    .returning({ id: sliderChallenges.id });
  return gone.length;
}

export async function createSliderChallenge(db: Db): Promise<TSliderChallenge> {
  const id = randomBytes(12).toString('base64url');
  const targetX = randomInt(P + 20, W - P - 10);
  const y = randomInt(10, H - P - 10);
  await db.insert(sliderChallenges).values({ id, targetX, y, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  const images = await renderChallenge(targetX, y);
  return { id, y, width: W, height: H, ...images };
}

/** Checks one slide; a miss counts, three misses spend the challenge. */
export async function verifySlider(db: Db, input: TSliderVerify): Promise<TSliderPass> {
  const [challenge] = await db
    .update(sliderChallenges)
    .set({ attempts: sql`${sliderChallenges.attempts} + 1` })
    .where(
      and(
        eq(sliderChallenges.id, input.id),
        gt(sliderChallenges.expiresAt, sql`now()`),
        isNull(sliderChallenges.passHash),
        lt(sliderChallenges.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!challenge) throw new AppError('VALIDATION', { messageKey: 'accounts.slider.failed' });
  const distinct = new Set(input.trail.map((v) => Math.round(v))).size;
  const humanLike = input.durationMs >= MIN_DURATION_MS && input.trail.length >= 3 && distinct >= 3;
  if (Math.abs(input.x - challenge.targetX) > TOLERANCE_PX || !humanLike) {
    throw new AppError('VALIDATION', { messageKey: 'accounts.slider.failed' });
  }
  const pass = randomToken();
  await db.update(sliderChallenges).set({ passHash: sha256(pass) }).where(eq(sliderChallenges.id, challenge.id));
  return { pass };
}

/** Spends a pass; false when it is unknown, spent or too old. */
export async function consumeSliderPass(db: Db, pass: string): Promise<boolean> {
  const rows = await db
    .update(sliderChallenges)
    .set({ passUsedAt: sql`now()` })
    .where(
      and(
        eq(sliderChallenges.passHash, sha256(pass)),
        isNull(sliderChallenges.passUsedAt),
        gt(sliderChallenges.createdAt, sql`now() - ${`${CHALLENGE_TTL_MS + PASS_TTL_MS} milliseconds`}::interval`),
      ),
    )
    .returning({ id: sliderChallenges.id });
  return rows.length === 1;
}

/** For tests: where the gap is. */
export async function sliderTarget(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.select({ x: sliderChallenges.targetX }).from(sliderChallenges).where(eq(sliderChallenges.id, id));
  return row?.x;
}
