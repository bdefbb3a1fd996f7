// Development aid: nothing is really sent by SMS, so the newest messages of the reference
// server's outbox (/dev/outbox) are shown here for a person trying the demo.
const panel = document.createElement('aside');
panel.className = 'outbox';
panel.setAttribute('aria-label', 'SMS outbox (development)');
panel.setAttribute('aria-live', 'polite');
const heading = document.createElement('h2');
heading.textContent = 'SMS outbox (demo)';
const list = document.createElement('ol');
panel.append(heading, list);

let lastSeen = '';
async function refresh() {
  try {
    const response = await fetch('/dev/outbox', { cache: 'no-store' });
    if (!response.ok) return panel.remove();
    const { value = [] } = await response.json();
    const newest = value.slice(0, 3);
    const key = JSON.stringify(newest);
    if (key === lastSeen) return;
    lastSeen = key;
    list.replaceChildren(
      ...newest.map((message) => {
        const item = document.createElement('li');
        const code = document.createElement('strong');
        code.textContent = message.code ?? '';
        item.append(`${new Date(message.at).toLocaleTimeString()} → +${message.to}: `, code, ` ${message.text ?? ''}`);
        return item;
      }),
    );
    if (newest.length && !panel.isConnected) document.body.append(panel);
  } catch {
    // The demo works without the panel.
  }
}
refresh();
setInterval(refresh, 3000);
