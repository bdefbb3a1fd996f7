// Records every Content-Security-Policy violation of the page, then mounts the gallery of the
// shared pieces with the dialog named in the query open.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
});
const { mountGallery } = await import('/test-results/browser-components/fixtures.js');
const query = new URLSearchParams(location.search);
window.gallery = mountGallery({ lang: 'zh_hant', theme: query.get('theme') ?? 'light', dialog: query.get('dialog') });
