// The privacy consent of a one-account citizen (SPEC.md §4 Other states, §7): after a login the
// element asks whether this device has the citizen's consent (app/checkConsent/{account}/{deviceId});
// when it has not, the privacy consent dialog shows the clause and, once "have read" is ticked,
// Accept records it (app/consent). Closing it leaves the consent unrecorded, to be asked after the
// next login. A lazy chunk, rendered only by the element that took the login.
import { useState } from 'react';
import { PrivacyConsentDialog } from '../../components/privacy-consent-dialog.tsx';
import { PRIVACY_CLAUSE_ID } from '../../domain/privacy-agreement.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useApi } from '../../store/stores-context.tsx';
import { deviceId } from './device-id.ts';
import { useProfile } from './profile.ts';

export default function LoginConsent() {
  const api = useApi();
  const citizen = useProfile();
  const account = citizen.oneAccount ? (citizen.profile?.euid ?? null) : null;
  const [answered, setAnswered] = useState(false);
  // Silent: without an answer nothing is shown, and the consent is asked after the next login.
  const check = useLoad(
    (signal, calls) => (account ? calls.app.checkConsent({ account, deviceId: deviceId() }, { signal }) : null),
    [account],
    { silent: true },
  );
  const asking = Boolean(account) && check.data?.show === true && !answered;
  const clause = useLoad((signal, calls) => (asking ? calls.app.privacyClause(PRIVACY_CLAUSE_ID, { signal }) : null), [asking]);

  async function accept() {
    if (!account) return;
    try {
      await api.app.consent({ account, deviceId: deviceId() });
      setAnswered(true);
    } catch {
      // The API client has told the citizen; the dialog stays for another try.
    }
  }

  return (
    <PrivacyConsentDialog
      open={asking}
      html={clause.status === 'ready' ? (clause.data?.content ?? '') : null}
      failed={clause.status === 'error'}
      onRetry={clause.refresh}
      onAccept={() => void accept()}
      onClose={() => setAnswered(true)}
    />
  );
}
