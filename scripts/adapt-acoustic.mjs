#!/usr/bin/env node
// MLLR adaptation of the US English acoustic model to the offline voices (issue 19; docs/scoring.md, "Recognition
// across voices"): `node scripts/adapt-acoustic.mjs`. Writes packages/server/models/en-us-voices.mllr, the transform
// the decoders load with `-mllr` when SPEECH_ADAPTATION=on.
//
// The recipe is CMU Sphinx's own for a PTM model: features with `sphinx_fe` and the model's feat.params, statistics
// with SphinxTrain's `bw` (-ts2cbfn .ptm., the model's -feat and -svspec, -cmn current as the decoder's -cmn batch),
// one global transform with `mllr_solve`. Debian's model ships its mixture weights only as the decoder's compressed
// `sendump` and its model definition in binary, while `bw` reads `mixture_weights` and a text mdef: the weights are
// unpacked here, the mdef converted with pocketsphinx_mdef_convert.
//
// Needs the Debian packages sphinxtrain, sphinxbase-utils and pocketsphinx: `node scripts/bootstrap.mjs adapt-acoustic`
// installs them and runs this script (`npm start` never needs them). Training data: the training half of bench/speech-wer-corpus.ts read by every
// offline voice at 0.8×, 1× and 1.2× (bench/speech-wer.ts --export-training), never the held-out half.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const modelDir = process.env.POCKETSPHINX_MODEL ?? '/usr/share/pocketsphinx/model/en-us';
const acoustic = join(modelDir, 'en-us');
const work = join(root, '.test-data', 'adapt-acoustic');
const output = join(root, 'packages', 'server', 'models', 'en-us-voices.mllr');
const sphinxtrain = '/usr/lib/sphinxtrain';
const started = Date.now();

const log = (message) => process.stdout.write(`[adapt-acoustic] ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28, ...options });
  if (result.error || result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}\n`);
    throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? `exit ${result.status}`}`);
  }
  return `${result.stdout}${result.stderr}`;
}

/** The Debian packages the recipe needs: `node scripts/bootstrap.mjs adapt-acoustic` installs them. */
function checkTools() {
  const needed = [
    ['sphinxtrain', join(sphinxtrain, 'bw')],
    ['sphinxbase-utils', '/usr/bin/sphinx_fe'],
    ['pocketsphinx', '/usr/bin/pocketsphinx_mdef_convert'],
  ].filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (needed.length > 0) throw new Error(`missing Debian packages ${needed.join(', ')}: run node scripts/bootstrap.mjs adapt-acoustic (as root), or apt-get install -y ${needed.join(' ')}`);
}

/**
 * The mixture weights of a PTM model from its `sendump`: after the header strings come #rows (densities) and #columns
 * (senones), then per feature stream and density one byte per senone, the weight's negative log in base 1.0001 shifted
 * right by 10 bits. Written as SphinxTrain's `mixture_weights` (s3 header, then floats by senone, stream, density).
 */
function unpackMixtureWeights(sendump, target, features) {
  const bytes = readFileSync(sendump);
  let offset = 0;
  const int = () => {
    const value = bytes.readInt32LE(offset);
    offset += 4;
    return value;
  };
  offset += 4 + bytes.readInt32LE(0);
  offset += 4 + bytes.readInt32LE(offset);
  for (let length = int(); length !== 0; length = int()) {
    const text = bytes.toString('latin1', offset, offset + length - 1);
    if (/^cluster_count [1-9]/.test(text)) throw new Error('clustered sendump files are not supported');
    offset += length;
  }
  const densities = int();
  const senones = int();
  if (bytes.length - offset !== features * densities * senones) throw new Error(`unexpected sendump size ${bytes.length}`);
  const weights = new Float32Array(senones * features * densities);
  const logBase = Math.log(1.0001) * 1024;
  for (let feature = 0; feature < features; feature += 1) {
    for (let density = 0; density < densities; density += 1) {
      for (let senone = 0; senone < senones; senone += 1) {
        weights[(senone * features + feature) * densities + density] = Math.exp(-bytes[offset++] * logBase);
      }
    }
  }
  for (let start = 0; start < weights.length; start += densities) {
    let sum = 0;
    for (let k = 0; k < densities; k += 1) sum += weights[start + k];
    for (let k = 0; k < densities; k += 1) weights[start + k] /= sum;
  }
  const header = Buffer.from('s3\nversion 1.0\nendhdr\n', 'latin1');
  const counts = Buffer.alloc(20);
  counts.writeUInt32LE(0x11223344, 0);
  [senones, features, densities, weights.length].forEach((value, index) => counts.writeInt32LE(value, 4 + index * 4));
  writeFileSync(target, Buffer.concat([header, counts, Buffer.from(weights.buffer)]));
  return { senones, densities };
}

/** `-name value` pairs of the model's feat.params. */
function featParams() {
  const params = {};
  for (const line of readFileSync(join(acoustic, 'feat.params'), 'utf8').split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name?.startsWith('-')) params[name] = value;
  }
  return params;
}

function main() {
  checkTools();
  rmSync(work, { recursive: true, force: true });
  const audio = join(work, 'audio');
  const model = join(work, 'en-us');
  mkdirSync(model, { recursive: true });

  log('rendering and exporting the training half');
  run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'bench', 'speech-wer.ts'), '--export-training', audio], { cwd: root, stdio: 'inherit' });

  log('preparing the model for SphinxTrain');
  for (const file of ['means', 'variances', 'transition_matrices', 'noisedict', 'feat.params']) copyFileSync(join(acoustic, file), join(model, file));
  run('pocketsphinx_mdef_convert', ['-text', join(acoustic, 'mdef'), join(model, 'mdef.txt')]);
  const params = featParams();
  if (params['-model'] !== 'ptm') throw new Error(`this recipe is for a PTM model, not ${params['-model']}`);
  const streams = params['-svspec'].split('/').length;
  const { senones, densities } = unpackMixtureWeights(join(acoustic, 'sendump'), join(model, 'mixture_weights'), streams);
  log(`mixture weights unpacked: ${senones} senones × ${streams} streams × ${densities} densities`);

  log('features (sphinx_fe with the model\'s feat.params)');
  run('sphinx_fe', ['-argfile', join(model, 'feat.params'), '-samprate', '16000', '-c', join(audio, 'train.fileids'), '-di', audio, '-do', audio, '-ei', 'wav', '-eo', 'mfc', '-mswav', 'yes']);

  log('statistics (bw)');
  const accumulated = join(work, 'accum');
  mkdirSync(accumulated);
  const bw = run(join(sphinxtrain, 'bw'), [
    '-hmmdir', model, '-moddeffn', join(model, 'mdef.txt'), '-ts2cbfn', '.ptm.', '-feat', params['-feat'], '-svspec', params['-svspec'],
    '-cmn', 'current', '-agc', params['-agc'], '-dictfn', join(modelDir, 'cmudict-en-us.dict'), '-fdictfn', join(model, 'noisedict'),
    '-ctlfn', join(audio, 'train.fileids'), '-lsnfn', join(audio, 'train.transcription'), '-cepdir', audio, '-accumdir', accumulated, '-timing', 'no',
  ]);
  const failed = bw.split('\n').filter((line) => /ERROR|failed to align/i.test(line));
  const overall = bw.split('\n').find((line) => /overall>/.test(line));
  log(`bw done: ${overall?.trim() ?? 'no summary line'}; ${failed.length} error lines${failed.length ? `, e.g. ${failed[0]}` : ''}`);

  log('transform (mllr_solve, one global class)');
  const transform = join(work, 'en-us-voices.mllr');
  run(join(sphinxtrain, 'mllr_solve'), ['-meanfn', join(model, 'means'), '-varfn', join(model, 'variances'), '-outmllrfn', transform, '-accumdir', accumulated]);
  mkdirSync(dirname(output), { recursive: true });
  copyFileSync(transform, output);
  log(`wrote ${output} (${readFileSync(output).length} bytes)`);
}

main();
