// A department to choose (docs/behaviour/2-screens.md (Department list): icon, name and a suspended badge): on home,
// in a category's list and on the remote-counter home. Choosing a suspended one is answered by
// the drill-down with its message.
import type { Department } from '../../common/api-contract.ts';
import { useLang } from '../../components/use-lang.ts';
import { displayName } from '../../domain/display-name.ts';
import { isAllowedImageSource } from '../../domain/image-source.ts';
import { t } from '../../i18n/translate.ts';
import { BuildingIcon } from './browse-icons.tsx';

export function DepartmentTile({ department, onChoose }: { department: Department; onChoose(): void }) {
  const lang = useLang();
  const icon = department.uiIcon && isAllowedImageSource(department.uiIcon) ? department.uiIcon : null;
  return (
    <button type="button" className={department.suspended ? 'cb-department cb-department--suspended' : 'cb-department'} onClick={onChoose}>
      {icon ? <img className="cb-department__icon" src={icon} alt="" width="40" height="40" /> : <BuildingIcon className="cb-department__icon" />}
      <span className="cb-department__name">{displayName(department.name)}</span>
      {department.suspended && <span className="cb-department__badge">{t(lang, 'pages.department.suspended')}</span>}
    </button>
  );
}
