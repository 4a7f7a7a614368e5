import { sql } from 'drizzle-orm';
import { searchDivisions } from '@dugout/domain/colleges';
import type { DataHealth } from '@dugout/domain/reference-data';
import type { DbOrTx } from '../../db/client.ts';

const rows = <T>(res: unknown): T[] => (res as { rows?: T[] }).rows ?? (res as T[]);

/** Per association (NJCAA divisions folded into JUCO): programs with academics, climate, a current roster, a head coach, field data. */
export async function loadDataHealth(db: DbOrTx): Promise<DataHealth> {
  const counts = rows<{
    division: string;
    programs: number;
    academics: number;
    climate: number;
    roster: number;
    head_coach: number;
    field: number;
  }>(
    await db.execute(sql`
      select case when c.division like 'JUCO%' then 'JUCO' else c.division end as division,
        count(*)::int as programs,
        (count(*) filter (where coalesce(c.undergrad_enrollment::float8, c.acceptance_rate, c.tuition_in_state::float8, c.tuition_out_state::float8, c.net_price::float8, c.sat_min::float8, c.act_min::float8) is not null))::int as academics,
        (count(*) filter (where coalesce(f.march_high, f.march_low, f.april_high, f.april_low, f.may_high, f.may_low, f.total_precip) is not null))::int as climate,
        (count(*) filter (where exists (select 1 from baseball_rosters r where r.teamid = c.school_id and r.current_season = 'Yes' and r.position is not null)))::int as roster,
        (count(*) filter (where nullif(trim(cc.head_coach_name), '') is not null))::int as head_coach,
        (count(*) filter (where coalesce(f.field_name, f.field_url, f.surface, f.open_date, f.wiki_url, f.seating::text, f.left_fence::text, f.center_fence::text) is not null))::int as field
      from colleges c
      left join college_fields f on f.team_id = c.school_id
      left join college_coaches cc on cc.team_id = c.school_id
      where nullif(trim(c.division), '') is not null
      group by 1`),
  );
  const order = (d: string) => {
    const i = (searchDivisions as readonly string[]).indexOf(d);
    return i < 0 ? 99 : i;
  };
  const sources = rows<{
    kind: string;
    source: string | null;
    as_of: string | null;
    file_name: string | null;
    imported_at: string | Date;
  }>(
    await db.execute(sql`
      select distinct on (kind) kind, source, as_of, file_name, coalesce(finished_at, created_at) as imported_at
      from reference_imports where status = 'completed' order by kind, created_at desc`),
  );
  return {
    divisions: counts
      .sort((a, b) => order(a.division) - order(b.division) || a.division.localeCompare(b.division))
      .map((r) => ({
        division: r.division,
        programs: r.programs,
        academics: r.academics,
        climate: r.climate,
        roster: r.roster,
        headCoach: r.head_coach,
        field: r.field,
      })),
    sources: sources.map((s) => ({
      kind: s.kind,
      source: s.source,
      asOf: s.as_of,
      fileName: s.file_name,
      importedAt: new Date(s.imported_at).toISOString(),
    })),
  };
}
