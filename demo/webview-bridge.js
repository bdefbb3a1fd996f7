// What an Android host app injects (addJavascriptInterface): an object with postMessage(string).
// This stand-in logs every message the widgets send, so an integrator can see the protocol.
window.CivicBookingBridge = {
  received: [],
  postMessage(json) {
    const message = JSON.parse(json);
    window.CivicBookingBridge.received.push(message);
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString()} ${json}`;
    document.getElementById('bridge-log')?.prepend(item);
    if (message.type === 'cb-close') item.textContent += '  → the host app would close this page now';
  },
};
