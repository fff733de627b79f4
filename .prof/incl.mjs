import fs from 'node:fs';
const dir = '/tmp/prof/out';
const file = fs.readdirSync(dir).filter(f => f.endsWith('.cpuprofile')).map(f => `${dir}/${f}`).sort((a,b)=>fs.statSync(b).size-fs.statSync(a).size)[0];
const p = JSON.parse(fs.readFileSync(file));
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// inclusive per function key: count each sample once per distinct key on its stack
const incl = new Map();
for (const n of p.nodes) {
  const t = dt.get(n.id); if (!t) continue;
  const seen = new Set(); let id = n.id;
  while (id !== undefined) { const cf = byId.get(id).callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t); } id = parent.get(id); }
}
const re = new RegExp(process.argv[2] ?? '.');
console.log([...incl].filter(([k]) => re.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 50)).map(([n, v]) => `${(100 * v / total).toFixed(1).padStart(5)}%  ${n}`).join('\n'));
