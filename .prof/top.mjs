import fs from 'node:fs';
const dir = '/tmp/prof/out';
const file = fs.readdirSync(dir).filter(f => f.endsWith('.cpuprofile')).map(f => `${dir}/${f}`).sort((a,b)=>fs.statSync(b).size-fs.statSync(a).size)[0];
const p = JSON.parse(fs.readFileSync(file));
const dt = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const self = new Map();
for (const n of p.nodes) { const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0)); }
// by package/file
const byFile = new Map();
for (const n of p.nodes) { const u = n.callFrame.url; let k = u.includes('node_modules') ? u.split('node_modules/')[1].split('/').slice(0, u.split('node_modules/')[1].startsWith('@') ? 2 : 1).join('/') : (u.split('/').slice(-2).join('/') || n.callFrame.functionName); byFile.set(k, (byFile.get(k) ?? 0) + (dt.get(n.id) ?? 0)); }
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${(100 * v / total).toFixed(1).padStart(5)}%  ${n}`).join('\n');
console.log('total ms', (total/1000).toFixed(0)); console.log('--- self by function'); console.log(top(self, Number(process.argv[2] ?? 30))); console.log('--- self by package/file'); console.log(top(byFile, 20));
