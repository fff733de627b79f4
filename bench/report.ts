// One way for every benchmark to record figures: printed as they come, then as a table and a JSON file.
import fs from 'node:fs';
import os from 'node:os';

export function createReport() {
  const rows: { figure: string; value: string }[] = [];
  return {
    rows,
    record(figure: string, value: string) {
      rows.push({ figure, value });
      console.log(`${figure}: ${value}`);
    },
    /** Prints the table with a line on how it was measured, and writes bench/results/{file}. */
    finish(file: string, how: string) {
      console.log('\n| figure | value |\n|---|---|');
      for (const row of rows) console.log(`| ${row.figure} | ${row.value} |`);
      console.log(`\n(${os.cpus().length} cores, Node ${process.version}; ${how})`);
      fs.mkdirSync('bench/results', { recursive: true });
      fs.writeFileSync(
        `bench/results/${file}`,
        JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
      );
    },
  };
}
