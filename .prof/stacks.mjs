import fs from 'node:fs';
const dir = '/tmp/prof/out';
const file = fs.readdirSync(dir).filter(f => f.endsWith('.cpuprofile')).map(f => `${dir}/${f}`).sort((a,b)=>fs.statSync(b).size-fs.statSync(a).size)[0];
const p = JSON.parse(fs.readFileSync(file));
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const re = new RegExp(process.argv[2]);
// for samples whose stack contains a frame matching re, aggregate by the root-most 'app' frames (stack signature outside node_modules)
const agg = new Map();
for (const n of p.nodes) {
  const t = dt.get(n.id); if (!t) continue;
  const frames = []; let id = n.id;
  while (id !== undefined) { const cf = byId.get(id).callFrame; frames.push(`${cf.functionName || '(anon)'}@${cf.url.split('/').slice(-1)[0]}:${cf.lineNumber}`); id = parent.get(id); }
  if (!frames.some(f => re.test(f))) continue;
  const key = frames.reverse().filter(f => !/node:|\(root\)|^\(anon\)@:-1/.test(f)).slice(0, Number(process.argv[3] ?? 6)).join(' > ');
  agg.set(key, (agg.get(key) ?? 0) + t);
}
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`).join('\n'));
