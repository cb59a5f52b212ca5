// The machine a bench ran on, written beside its figures: they mean little without it.
import os from 'node:os';

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** One line for a table's heading. */
export function describeMachine(m = machine()) {
  return `${m.cpu}, ${m.cores} cores, ${m.ramGB} GB RAM, Node ${m.node.replace(/^v/, '')}, load ${m.loadAverage.join(' ')}`;
}
