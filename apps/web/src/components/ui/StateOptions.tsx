import { states } from '@dugout/domain/shared';

/** The <option>s of the spec's state list (50 states, DC and International), for a NativeSelect. */
export const StateOptions = () => (
  <>
    {states.map((s) => (
      <option key={s.code} value={s.code}>
        {s.name}
      </option>
    ))}
  </>
);
