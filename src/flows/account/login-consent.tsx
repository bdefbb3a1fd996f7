// The privacy consent of a one-account citizen (docs/behaviour/4-states.md (Other states), docs/behaviour/7-api.md): after a login the
// element asks whether this device has the citizen's consent (app/checkConsent/{account}/{deviceId});
// when it has not, the privacy consent dialog shows the clause and, once "have read" is ticked,
// Accept records it (app/consent). Closing it leaves the consent unrecorded, to be asked after the
// next login. A lazy chunk, rendered only by the element that took the login.
import { useState } from 'react';
import { PrivacyConsentDialog } from '../../components/privacy-consent-dialog.tsx';
import { PRIVACY_CLAUSE_ID } from '../../domain/privacy-agreement.ts';
import { useAction } from '../../platform/use-action.ts';
import { useLoad } from '../../platform/use-load.ts';
import { deviceId } from './device-id.ts';
import { useProfile } from './profile.ts';

export default function LoginConsent() {
  const citizen = useProfile();
  const account = citizen.oneAccount ? (citizen.profile?.euid ?? null) : null;
  const [answered, setAnswered] = useState(false);
  // Silent: without an answer nothing is shown, and the consent is asked after the next login.
  const check = useLoad(
    (signal, calls) => (account ? calls.app.checkConsent({ account, deviceId: deviceId() }, { signal }) : null),
    [account],
    { background: true },
  );
  const asking = Boolean(account) && check.data?.show === true && !answered;
  const clause = useLoad((signal, calls) => (asking ? calls.app.privacyClause(PRIVACY_CLAUSE_ID, { signal }) : null), [asking]);

  // A failure is told; the dialog stays for another try.
  const accept = useAction({
    run: ({ api }, given: string) => api.app.consent({ account: given, deviceId: deviceId() }),
    onSuccess: () => setAnswered(true),
  });

  return (
    <PrivacyConsentDialog
      open={asking}
      html={clause.status === 'ready' ? (clause.data?.content ?? '') : null}
      failed={clause.status === 'error'}
      onRetry={clause.refresh}
      onAccept={() => account && void accept.run(account)}
      onClose={() => setAnswered(true)}
    />
  );
}
