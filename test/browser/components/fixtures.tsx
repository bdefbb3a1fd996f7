// Test-only entry for the shared pieces in Chromium: mounts a component as an element would
// (shadow root, `.cb-root`, tokens and base styles adopted, host context, UI store) so browser
// tests and the gallery page drive real components. Built by ./vite.config.ts.
import { useState, type ReactNode } from 'react';
import { loadAllLanguages } from '../load-dictionaries.ts';
import { AboutDialog } from '../../../src/components/about-dialog.tsx';
import { CodeInput } from '../../../src/components/code-input.tsx';
import { Dialog } from '../../../src/components/dialog.tsx';
import { EmptyView } from '../../../src/components/empty-view.tsx';
import { EnvironmentRibbon } from '../../../src/components/environment-ribbon.tsx';
import { MapDialog } from '../../../src/components/map-dialog.tsx';
import { PageHeader } from '../../../src/components/page-header.tsx';
import { PhoneInput, type PhoneValue } from '../../../src/components/phone-input.tsx';
import { PrivacyConsentDialog } from '../../../src/components/privacy-consent-dialog.tsx';
import { ServiceDetailDialog, type ServiceDetail } from '../../../src/components/service-detail-dialog.tsx';
import { LoadingHost, Spinner } from '../../../src/components/spinner.tsx';
import { LocationItem } from '../../../src/components/location-item.tsx';
import { QueueStats } from '../../../src/components/queue-stats.tsx';
import { ServiceTypeList } from '../../../src/components/service-type-list.tsx';
import type { Location, Service } from '../../../src/common/api-contract.ts';
import { serviceLocationTabs, Tabs } from '../../../src/components/tabs.tsx';
import { mountInHost, type TestHost, type TestHostOptions } from '../../unit-support/test-host.tsx';
import { ToastHost } from '../../../src/components/toast.tsx';
import { UpdateDialog } from '../../../src/components/update-dialog.tsx';
import type { Lang } from '../../../src/common/languages.ts';
import { adoptStyles } from '../../../src/platform/use-styles.ts';
import baseCss from '../../../src/styles/base.css?inline';
import tokensCss from '../../../src/styles/tokens.css?inline';
import { useLang } from '../../../src/components/use-lang.ts';
import { t } from '../../../src/i18n/translate.ts';

await loadAllLanguages();

export type { TestHost };
/** Preact's act, from the components' own copy of Preact: a render and its effects, at once. */
export { act } from 'preact/test-utils';

/** Mounts `node` into a fresh styled host appended to the page. */
export function mount(node: ReactNode, options: TestHostOptions = {}): TestHost {
  const mounted = mountInHost(<></>, options);
  adoptStyles(mounted.root, tokensCss);
  adoptStyles(mounted.root, baseCss);
  mounted.rerender(node);
  return mounted;
}

/** A header whose refresh counts its calls in `calls`. */
export function mountHeader(calls: { refresh: number }): TestHost {
  return mount(<PageHeader title="Header" onBack={() => {}} onRefresh={() => void calls.refresh++} />);
}

/** An opener button, and a dialog with a text field and two buttons that it opens. */
export function mountDialogHarness(log: string[]): TestHost {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" id="before">Before</button>
        <button type="button" id="opener" onClick={() => setOpen(true)}>
          Open dialog
        </button>
        <button type="button" id="after">After</button>
        <Dialog
          open={open}
          title="Focus test"
          onClose={() => {
            log.push('close');
            setOpen(false);
          }}
          footer={
            <>
              <button type="button" id="cancel">Cancel</button>
              <button type="button" id="ok">OK</button>
            </>
          }
        >
          <label>
            Name <input id="name" type="text" />
          </label>
        </Dialog>
      </>
    );
  }
  return mount(<Harness />);
}

/** Toasts and the spinner of the host's UI store. */
export function mountFeedback(): TestHost {
  return mount(
    <>
      <ToastHost />
      <LoadingHost />
    </>,
  );
}

/** Toasts and the spinner first, then a button that opens a dialog over them (top-layer order). */
export function mountFeedbackAndDialog(): TestHost {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <ToastHost />
        <LoadingHost />
        <button type="button" id="opener" onClick={() => setOpen(true)}>
          Open dialog
        </button>
        <Dialog open={open} title="Over the page" onClose={() => setOpen(false)}>
          <p>A dialog that covers the middle and the bottom of the screen.</p>
        </Dialog>
      </>
    );
  }
  return mount(<Harness />);
}

/** The service detail dialog, open on `service`. */
export function mountServiceDetail(service: ServiceDetail, options: TestHostOptions = {}): TestHost {
  return mount(<ServiceDetailDialog open service={service} onClose={() => {}} />, options);
}

const DETAIL_HTML = `<h3>Documents</h3><p>Bring your <strong>identity card</strong> and a photo.</p>
<ul><li>Opening: 09:00–17:45</li><li>Saturday closed</li></ul>
<center>Fees paid at the counter</center><p><a href="https://gov.example/fees">Fee table</a></p>`;

const OFFICE: Location = {
  id: 7,
  name: 'Central office',
  suspended: false,
  remoteCounter: true,
  rcServiceLogin: true,
  telephone: '2833 3000',
  address: 'Rua Central 1, Macao',
  description: 'Mon–Fri 09:00–17:45',
  latitude: 22.19,
  longitude: 113.54,
};

const SERVICES: Service[] = [
  { id: 1, name: 'Identity card renewal', showServiceDetail: true, suspended: false, openReservationParameter: false, reservationRecommend: false },
  { id: 2, name: 'Replacement of a lost card', showServiceDetail: false, suspended: true, openReservationParameter: false, reservationRecommend: false },
];

function Gallery({ dialog }: { dialog: string | null }) {
  const lang = useLang();
  const [tab, setTab] = useState<0 | 1>(0);
  const [phone, setPhone] = useState<PhoneValue>({ area: '853', number: '66123456' });
  const [mainland, setMainland] = useState<PhoneValue>({ area: '86', number: '2380013' });
  const [code, setCode] = useState('');
  return (
    <div className="gallery">
      <EnvironmentRibbon env="uat" />
      <ToastHost />
      <PageHeader title={t(lang, 'elements.my-tickets.title')} onBack={() => {}} onHome={() => {}} onRefresh={() => {}} />
      <Tabs<0 | 1> tabs={serviceLocationTabs(lang)} selected={tab} onSelect={setTab}>
        {tab === 0 ? (
          <>
            <ServiceTypeList serviceType={{ id: 3, name: 'Identity documents' }} services={SERVICES} expanded onToggle={() => {}} onSelectService={() => {}} onServiceInfo={() => {}} />
            <ServiceTypeList serviceType={{ id: 4, name: 'Travel documents' }} expanded={false} onToggle={() => {}} onSelectService={() => {}} />
          </>
        ) : (
          <EmptyView kind="noData" />
        )}
      </Tabs>
      <LocationItem location={OFFICE} access={{ remoteFlow: false, oneAccount: false }} onSelect={() => {}} onMap={() => {}} />
      <LocationItem location={{ ...OFFICE, id: 8, name: 'North office', suspended: true, telephone: null }} access={{ remoteFlow: false, oneAccount: false }} onSelect={() => {}} onMap={() => {}} />
      <div className="gallery-pad">
        <QueueStats counter={{ waitCount: 12, openCounter: 3, notCheckInCount: 2 }} />
      </div>
      <EmptyView kind="errorLoadData" onRefresh={() => {}} />
      <div className="gallery-pad">
        <PhoneInput value={phone} onChange={setPhone} />
        <PhoneInput value={mainland} onChange={setMainland} />
        <CodeInput value={code} onChange={setCode} onSend={async () => {}} />
        <Spinner />
      </div>
      <PrivacyConsentDialog open={dialog === 'privacy'} html={DETAIL_HTML} onAccept={() => {}} onClose={() => {}} />
      <AboutDialog open={dialog === 'about'} onClose={() => {}} />
      <UpdateDialog open={dialog === 'update'} inApp={false} onConfirm={() => {}} onClose={() => {}} />
      <MapDialog open={dialog === 'map-missing'} place={{ name: 'Central office' }} onClose={() => {}} />
      <ServiceDetailDialog open={dialog === 'detail'} service={{ name: 'Passport renewal', serviceDetailType: 'HTML', serviceDetailHtml: DETAIL_HTML }} onClose={() => {}} />
    </div>
  );
}

/** Every shared piece on one page, one dialog open (or none), for screenshots. */
export function mountGallery(options: { lang?: Lang; theme?: 'light' | 'dark'; dialog?: string | null } = {}): TestHost {
  return mount(<Gallery dialog={options.dialog ?? null} />, { lang: options.lang ?? 'en_us', theme: options.theme ?? 'light' });
}
