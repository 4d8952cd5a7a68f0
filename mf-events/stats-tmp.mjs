import webpack from 'webpack';
import cfgFn from './webpack.config.mjs';
import zlib from 'node:zlib';
import fs from 'node:fs';
const wanted = process.argv.slice(2);
let cfg = await cfgFn({}, { mode: 'production' });
cfg = Array.isArray(cfg) ? cfg[0] : cfg;
cfg.output = { ...cfg.output, path: '/tmp/st/out-' + Date.now() };
webpack(cfg, (err, stats) => {
  if (err) throw err;
  const j = stats.toJson({ modules: true, chunks: true, chunkModules: true, source: true, nestedModules: true });
  for (const c of j.chunks) {
    if (!c.files.some((f) => wanted.some((w) => f.includes(w)))) continue;
    const file = c.files.find((f) => f.endsWith('.js'));
    const out = fs.readFileSync(cfg.output.path + '/' + (file.includes('/') ? file : file));
    console.log('CHUNK', c.files.join(','), 'min gzip', zlib.gzipSync(out).length);
    const mods = [];
    const walk = (ms) => { for (const m of ms) { if (m.modules) walk(m.modules); else if (m.source) mods.push([m.name, zlib.gzipSync(m.source).length, m.size]); } };
    walk(c.modules);
    mods.sort((a, b) => b[1] - a[1]);
    for (const m of mods.slice(0, 25)) console.log(String(m[1]).padStart(7), String(m[2]).padStart(7), m[0].slice(0, 140));
  }
});
