// What an Android host app injects (addJavascriptInterface): an object with postMessage(string).
// This stand-in logs every message the widgets send, so an integrator can see the protocol.
// The time is written by hand: the first toLocaleTimeString() sets up the locale's formatter,
// which Lighthouse measured at about 400 ms of a phone's main thread while the widgets start.
const clock = (d) => [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
window.CivicBookingBridge = {
  received: [],
  postMessage(json) {
    const message = JSON.parse(json);
    window.CivicBookingBridge.received.push(message);
    const item = document.createElement('li');
    item.textContent = `${clock(new Date())} ${json}`;
    document.getElementById('bridge-log')?.prepend(item);
    if (message.type === 'cb-close') item.textContent += '  → the host app would close this page now';
  },
};
