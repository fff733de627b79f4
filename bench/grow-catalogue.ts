// `tsx bench/grow-catalogue.ts <products>`: a store for the memory benchmarks. Migrates and seeds the database of
// DATA_DIR or DATABASE_URL, then copies the shipped products (with their tags, traffic and domain rows) under new
// slugs, names and URLs until the catalogue holds <products> published products. Copies are made in SQL so a
// 100k store takes seconds, and every column keeps its real size and spread; the column lists come from the
// tables themselves (information_schema), so the script follows the schema as it changes.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { parseEnvOrExit } from '../server/env';

const target = Number(process.argv[2]);
if (!Number.isInteger(target) || target < 1) {
  console.error('usage: tsx bench/grow-catalogue.ts <number of products>');
  process.exit(2);
}
const env = parseEnvOrExit();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
const { db } = database;
const started = performance.now();
try {
  await database.migrate();
  await seedDatabase(db);
  const seeded = performance.now();
  const published = async () =>
    (
      (await db.execute(
        sql`select count(*)::int as n from products where status = 'published'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  const n = await published();
  const missing = target - n;
  if (missing > 0 && n > 0) {
    const copies = Math.ceil(missing / n);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        create temp table grow_map on commit drop as
        select src, g, nextval(pg_get_serial_sequence('products', 'id'))::int as id
        from (select p.id as src, g from products p cross join generate_series(1, ${copies}) g
              where p.status = 'published' order by g, p.id limit ${missing}) s`);
      await tx.execute(sql`analyze grow_map`);
      // Every column copied as it is except those given here; generated columns are left to the database.
      const copyRows = async (table: string, alias: string, join: SQL, changed: Record<string, SQL>) => {
        const columns = (
          (await tx.execute(sql`
            select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`)) as unknown as { rows: { name: string }[] }
        ).rows.map((c) => c.name);
        await tx.execute(sql`
          insert into ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)})
          select ${sql.join(
            columns.map((c) => changed[c] ?? sql`${sql.identifier(alias)}.${sql.identifier(c)}`),
            sql`, `,
          )}
          from ${sql.identifier(table)} ${sql.identifier(alias)} ${join}`);
      };
      await copyRows('products', 'p', sql`join grow_map m on m.src = p.id`, {
        id: sql`m.id`,
        slug: sql`left(p.slug, 64) || '-' || ${n} || 'g' || m.g`,
        url: sql`'https://g' || m.g || '-' || ${n} || '.' || p.url_key`,
        url_key: sql`'g' || m.g || '-' || ${n} || '.' || p.url_key`,
        name: sql`(select jsonb_object_agg(k, v || ' ' || m.g) from jsonb_each_text(p.name) as e(k, v))`,
        recommendation: sql`'ordinary'`,
        popularity: sql`1 + (p.popularity * m.g) % 40`,
      });
      for (const table of ['product_tags', 'product_traffic', 'product_domains']) {
        await copyRows(table, 'c', sql`join grow_map m on m.src = c.product_id`, { product_id: sql`m.id` });
      }
    });
  }
  const total = await published();
  console.log(
    `${total} published products (${database.kind}): seed ${Math.round(seeded - started)} ms, copies ${Math.round(performance.now() - seeded)} ms`,
  );
} finally {
  await database.close();
}
