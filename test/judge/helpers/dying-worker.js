// A judge worker that dies on every job: proves the in-process queue never loses a submission.
process.send({ type: 'ready' });
process.on('message', (m) => {
  if (m.type === 'job') process.exit(1);
  if (m.type === 'stop') process.exit(0);
});
