// The department's own page hears its widgets: the service a citizen chose in <service-search>
// (cb-service-selected, bubbling and composed) is shown under it. The page does not take over
// (no preventDefault), so the widget goes on to the full app at its app-url.
const chosen = document.getElementById('service-chosen');
document.addEventListener('cb-service-selected', (event) => {
  const { service, location, next } = event.detail;
  chosen.textContent = `The page heard: ${service.name} at ${location ? location.name : '—'} (next step ${next})`;
  chosen.hidden = false;
});
