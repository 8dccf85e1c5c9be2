#!/usr/bin/env node
// `npm run qa:endpoint [-- --port 9420 --api http://127.0.0.1:8080]`: the built mini-program
// (dist/weapp) behind a WebSocket endpoint speaking WeChat DevTools' automation protocol, for
// `automator.connect({ wsEndpoint })`. One client at a time: a second one is refused (HTTP 409)
// while the first is connected. See README "QA with miniprogram-automator".
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { WebSocketServer } = require('ws');
const { MiniRuntime } = require('./runtime.cjs');
const { createHandlers } = require('./protocol.cjs');

function parseArgs(argv) {
  const o = { port: 9420, host: '127.0.0.1', api: 'http://127.0.0.1:8080', dist: path.resolve(__dirname, '../../dist/weapp'), timeout: 30000 };
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].replace(/^--/, '').split('=');
    const v = inline ?? argv[++i];
    if (k === 'port') o.port = Number(v);
    else if (k === 'host') o.host = v;
    else if (k === 'api') o.api = v.replace(/\/$/, '');
    else if (k === 'dist') o.dist = path.resolve(v);
    else if (k === 'storage') o.storage = path.resolve(v);
    else if (k === 'login-code') o.loginCode = v;
    else if (k === 'timeout') o.timeout = Number(v);
    else if (k === 'verbose') (o.verbose = true), inline === undefined && i--;
    else throw new Error(`unknown option --${k}`);
  }
  return o;
}

const out = (line) => process.stdout.write(`[qa-endpoint] ${line}\n`);

function main() {
  const o = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(o.dist, 'app.json'))) {
    process.stderr.write(`${o.dist}/app.json not found: run \`npm run build:weapp\` first\n`);
    process.exit(1);
  }
  const sessionId = crypto.randomBytes(6).toString('hex');
  const storageFile = o.storage ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'codetrek-qa-')), 'storage.json');
  const session = { client: null, logEnabled: false, emit: () => undefined };
  session.emit = (method, params) => {
    if (session.client?.readyState === 1) session.client.send(JSON.stringify({ method, params }));
  };
  const serialise = (v) => {
    if (v instanceof Error) return v.stack ?? v.message;
    if (typeof v === 'object' && v !== null) {
      try {
        return JSON.parse(JSON.stringify(v));
      } catch {
        return String(v);
      }
    }
    return v;
  };
  const log = (type, args) => {
    if (o.verbose) process.stderr.write(`[app:${type}] ${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(serialise(a)))).join(' ')}\n`);
    if (session.logEnabled) session.emit('App.logAdded', { type, args: args.map(serialise) });
  };
  const onException = (err) => {
    const e = err instanceof Error ? err : new Error(String(err));
    if (o.verbose) process.stderr.write(`[app:exception] ${e.stack}\n`);
    session.emit('App.exceptionThrown', { message: e.message, stack: e.stack ?? '' });
  };
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onException);

  const rt = new MiniRuntime({
    dist: o.dist,
    api: o.api,
    bakedOrigin: process.env.API_ORIGIN || 'http://127.0.0.1:8080',
    storageFile,
    loginCode: () => o.loginCode ?? `qa-${sessionId}`,
    log,
    trace: o.verbose ? (line) => process.stderr.write(`[trace] ${line}\n`) : undefined,
    onException,
  });
  rt.boot();
  global.__qaRuntime = rt; // for App.callFunction debugging: the endpoint's page stack
  // the app's console goes to App.logAdded (after App.enableLog, as in DevTools)
  const appConsole = {};
  for (const type of ['log', 'info', 'warn', 'error', 'debug']) appConsole[type] = (...args) => log(type, args);
  global.console = Object.assign(Object.create(console), appConsole);
  const handlers = createHandlers(rt, session);

  const wss = new WebSocketServer({
    host: o.host,
    port: o.port,
    verifyClient: (_info, done) => (session.client ? done(false, 409, 'another automator client is connected') : done(true)),
  });
  wss.on('connection', (ws) => {
    session.client = ws;
    let queue = Promise.resolve();
    ws.on('message', (raw) => {
      queue = queue.then(() => handle(ws, raw));
    });
    ws.on('close', () => {
      if (session.client === ws) session.client = null;
      session.logEnabled = false;
    });
  });

  async function handle(ws, raw) {
    let msg;
    try {
      msg = JSON.parse(String(raw));
    } catch {
      return;
    }
    const { id, method, params = {} } = msg;
    const fn = handlers[method];
    let reply;
    try {
      if (!fn) throw new Error(`${method} is not supported by the CodeTrek QA endpoint`);
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${method} timed out after ${o.timeout} ms`)), o.timeout);
      });
      const result = await Promise.race([Promise.resolve().then(() => fn(params)), timeout]).finally(() => clearTimeout(timer));
      reply = { id, result: result ?? {} };
    } catch (err) {
      reply = { id, error: { message: String(err?.message ?? err) } };
    }
    if (ws.readyState === 1) ws.send(JSON.stringify(reply));
  }

  wss.on('listening', () => out(`listening on ws://${o.host}:${o.port} (api ${o.api}, dist ${o.dist}, storage ${storageFile})`));
  wss.on('error', (err) => {
    process.stderr.write(`[qa-endpoint] ${err.message}\n`);
    process.exit(1);
  });
  const stop = () => {
    wss.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
