// Moving the element in the DOM keeps its state. r2wc unmounts the React tree
// on every disconnect; the base waits a task and unmounts only if the element stayed out.
import { describe, equal, it, loadProbe, mount, nextTask, probe, click, waitFor } from './helpers.ts';

const { ProbeElement, probeLog } = await loadProbe();
ProbeElement.define('move-probe');

async function clickedProbe(id: string): Promise<HTMLElement> {
  const el = mount(`<move-probe id="${id}"></move-probe>`);
  await waitFor(() => probe(el, 'clicks') === '0', 'probe rendered');
  click(el, 'click');
  click(el, 'click');
  await waitFor(() => probe(el, 'clicks') === '2', 'two clicks counted');
  return el;
}

describe('moving an element', () => {
  it('appendChild into another parent keeps the state and does not remount', async () => {
    const el = await clickedProbe('m1');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(el);
    await nextTask();
    await nextTask();
    equal(probe(el, 'clicks'), '2', 'clicks after the move');
    equal(probeLog.filter((line) => line.endsWith(' m1')).join(', '), 'mount m1', 'mount log');
  });

  it('remove() then insert again in the same task keeps the state', async () => {
    const el = await clickedProbe('m2');
    const parent = el.parentElement!;
    el.remove();
    parent.prepend(el);
    await nextTask();
    equal(probe(el, 'clicks'), '2', 'clicks after remove and insert');
  });

  it('moveBefore (atomic move, where the browser has it) keeps the state', async () => {
    const el = await clickedProbe('m3');
    const target = document.createElement('aside');
    document.body.append(target);
    const atomic = (target as unknown as { moveBefore?(node: Node, child: Node | null): void }).moveBefore;
    if (atomic) atomic.call(target, el, null);
    else target.append(el);
    await nextTask();
    equal(el.parentElement, target, 'parent after the move');
    equal(probe(el, 'clicks'), '2', 'clicks after moveBefore');
  });

  it('an element that stays removed is unmounted one task later', async () => {
    const el = await clickedProbe('m4');
    el.remove();
    equal(probeLog.includes('unmount m4'), false, 'unmounted synchronously');
    await waitFor(() => probeLog.includes('unmount m4'), 'unmount after a task');
    document.body.append(el);
    await waitFor(() => probe(el, 'clicks') === '0', 'a fresh root after coming back');
  });
});
