// The departments of the chosen category (docs/behaviour/2-screens.md (Department list): icon, name and a suspended
// badge); choosing one opens it by the drill-down's rules.
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useBookingStore } from '../../store/stores-context.tsx';
import { DepartmentTile } from './department-tile.tsx';
import { useOpen } from './use-drill-down.ts';
import css from './list.css?inline';
import tilesCss from './tiles.css?inline';

export default function DepartmentListScreen({ route, routeState }: ScreenProps<'/department'>) {
  useStyles(css);
  useStyles(tilesCss);
  const open = useOpen();
  const departments = useBookingStore((s) => s.lists.departments);
  return (
    <section className="cb-browse" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        <ul className="cb-grid">
          {departments.map((department) => (
            <li key={String(department.id)}>
              <DepartmentTile department={department} onChoose={() => void open.department(department)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
