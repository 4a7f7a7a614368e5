/**
 * The demo reference set (DESIGN D15): real college baseball programs with their real division, conference, city
 * and state, written by hand. Everything else the demo seeder attaches (rosters, coaches, field names, academics,
 * commit counts, transfers) is fictitious and generated deterministically. Ids are a demo range (700001+) so
 * they never collide with NCAA org ids of imported data.
 */
export interface DemoCollege {
  name: string;
  fullName: string;
  division: 'D1' | 'D2' | 'D3';
  conference: string;
  city: string;
  state: string;
  type: 'public' | 'private';
  domain: string;
}

const c = (name: string, fullName: string, division: DemoCollege['division'], conference: string, city: string, state: string, type: DemoCollege['type'], domain: string): DemoCollege =>
  ({ name, fullName, division, conference, city, state, type, domain });

export const demoColleges: DemoCollege[] = [
  // Division I
  c('Vanderbilt', 'Vanderbilt University', 'D1', 'SEC', 'Nashville', 'TN', 'private', 'vanderbilt.edu'),
  c('LSU', 'Louisiana State University', 'D1', 'SEC', 'Baton Rouge', 'LA', 'public', 'lsu.edu'),
  c('Florida', 'University of Florida', 'D1', 'SEC', 'Gainesville', 'FL', 'public', 'ufl.edu'),
  c('Arkansas', 'University of Arkansas', 'D1', 'SEC', 'Fayetteville', 'AR', 'public', 'uark.edu'),
  c('Tennessee', 'The University of Tennessee, Knoxville', 'D1', 'SEC', 'Knoxville', 'TN', 'public', 'utk.edu'),
  c('Texas A&M', 'Texas A&M University', 'D1', 'SEC', 'College Station', 'TX', 'public', 'tamu.edu'),
  c('Stanford', 'Stanford University', 'D1', 'ACC', 'Stanford', 'CA', 'private', 'stanford.edu'),
  c('Wake Forest', 'Wake Forest University', 'D1', 'ACC', 'Winston-Salem', 'NC', 'private', 'wfu.edu'),
  c('Duke', 'Duke University', 'D1', 'ACC', 'Durham', 'NC', 'private', 'duke.edu'),
  c('North Carolina', 'University of North Carolina at Chapel Hill', 'D1', 'ACC', 'Chapel Hill', 'NC', 'public', 'unc.edu'),
  c('Virginia', 'University of Virginia', 'D1', 'ACC', 'Charlottesville', 'VA', 'public', 'virginia.edu'),
  c('Clemson', 'Clemson University', 'D1', 'ACC', 'Clemson', 'SC', 'public', 'clemson.edu'),
  c('Arizona', 'University of Arizona', 'D1', 'Big 12', 'Tucson', 'AZ', 'public', 'arizona.edu'),
  c('TCU', 'Texas Christian University', 'D1', 'Big 12', 'Fort Worth', 'TX', 'private', 'tcu.edu'),
  c('Oklahoma St.', 'Oklahoma State University', 'D1', 'Big 12', 'Stillwater', 'OK', 'public', 'okstate.edu'),
  c('Texas Tech', 'Texas Tech University', 'D1', 'Big 12', 'Lubbock', 'TX', 'public', 'ttu.edu'),
  c('UCLA', 'University of California, Los Angeles', 'D1', 'Big Ten', 'Los Angeles', 'CA', 'public', 'ucla.edu'),
  c('Michigan', 'University of Michigan', 'D1', 'Big Ten', 'Ann Arbor', 'MI', 'public', 'umich.edu'),
  c('Indiana', 'Indiana University Bloomington', 'D1', 'Big Ten', 'Bloomington', 'IN', 'public', 'indiana.edu'),
  c('Coastal Carolina', 'Coastal Carolina University', 'D1', 'Sun Belt', 'Conway', 'SC', 'public', 'coastal.edu'),
  c('Southern Miss.', 'The University of Southern Mississippi', 'D1', 'Sun Belt', 'Hattiesburg', 'MS', 'public', 'usm.edu'),
  c('East Carolina', 'East Carolina University', 'D1', 'American', 'Greenville', 'NC', 'public', 'ecu.edu'),
  c('Gonzaga', 'Gonzaga University', 'D1', 'WCC', 'Spokane', 'WA', 'private', 'gonzaga.edu'),
  c('Harvard', 'Harvard University', 'D1', 'Ivy League', 'Cambridge', 'MA', 'private', 'harvard.edu'),
  // Division II
  c('Tampa', 'The University of Tampa', 'D2', 'Sunshine State', 'Tampa', 'FL', 'private', 'ut.edu'),
  c('Florida Southern', 'Florida Southern College', 'D2', 'Sunshine State', 'Lakeland', 'FL', 'private', 'flsouthern.edu'),
  c('Nova Southeastern', 'Nova Southeastern University', 'D2', 'Sunshine State', 'Fort Lauderdale', 'FL', 'private', 'nova.edu'),
  c('Rollins', 'Rollins College', 'D2', 'Sunshine State', 'Winter Park', 'FL', 'private', 'rollins.edu'),
  c('Angelo St.', 'Angelo State University', 'D2', 'Lone Star', 'San Angelo', 'TX', 'public', 'angelo.edu'),
  c('Central Mo.', 'University of Central Missouri', 'D2', 'MIAA', 'Warrensburg', 'MO', 'public', 'ucmo.edu'),
  c('Missouri Southern', 'Missouri Southern State University', 'D2', 'MIAA', 'Joplin', 'MO', 'public', 'mssu.edu'),
  c('Southern Ark.', 'Southern Arkansas University', 'D2', 'Great American', 'Magnolia', 'AR', 'public', 'saumag.edu'),
  c('Colorado Mesa', 'Colorado Mesa University', 'D2', 'RMAC', 'Grand Junction', 'CO', 'public', 'coloradomesa.edu'),
  c('Point Loma', 'Point Loma Nazarene University', 'D2', 'PacWest', 'San Diego', 'CA', 'private', 'pointloma.edu'),
  c('Cal Poly Pomona', 'California State Polytechnic University, Pomona', 'D2', 'CCAA', 'Pomona', 'CA', 'public', 'cpp.edu'),
  c('CSU Monterey Bay', 'California State University, Monterey Bay', 'D2', 'CCAA', 'Seaside', 'CA', 'public', 'csumb.edu'),
  c('Mount Olive', 'University of Mount Olive', 'D2', 'Conference Carolinas', 'Mount Olive', 'NC', 'private', 'umo.edu'),
  c('Lander', 'Lander University', 'D2', 'Peach Belt', 'Greenwood', 'SC', 'public', 'lander.edu'),
  c('Columbus St.', 'Columbus State University', 'D2', 'Peach Belt', 'Columbus', 'GA', 'public', 'columbusstate.edu'),
  c('West Chester', 'West Chester University of Pennsylvania', 'D2', 'PSAC', 'West Chester', 'PA', 'public', 'wcupa.edu'),
  c('Millersville', 'Millersville University of Pennsylvania', 'D2', 'PSAC', 'Millersville', 'PA', 'public', 'millersville.edu'),
  c('Grand Valley St.', 'Grand Valley State University', 'D2', 'GLIAC', 'Allendale', 'MI', 'public', 'gvsu.edu'),
  c('Wayne St. (MI)', 'Wayne State University', 'D2', 'GLIAC', 'Detroit', 'MI', 'public', 'wayne.edu'),
  c('Southern N.H.', 'Southern New Hampshire University', 'D2', 'NE10', 'Manchester', 'NH', 'private', 'snhu.edu'),
  c('Franklin Pierce', 'Franklin Pierce University', 'D2', 'NE10', 'Rindge', 'NH', 'private', 'franklinpierce.edu'),
  c('Augustana (SD)', 'Augustana University', 'D2', 'NSIC', 'Sioux Falls', 'SD', 'private', 'augie.edu'),
  c('Minnesota St.', 'Minnesota State University, Mankato', 'D2', 'NSIC', 'Mankato', 'MN', 'public', 'mnsu.edu'),
  c('Delta St.', 'Delta State University', 'D2', 'Gulf South', 'Cleveland', 'MS', 'public', 'deltastate.edu'),
  // Division III
  c('Johns Hopkins', 'Johns Hopkins University', 'D3', 'Centennial', 'Baltimore', 'MD', 'private', 'jhu.edu'),
  c('Tufts', 'Tufts University', 'D3', 'NESCAC', 'Medford', 'MA', 'private', 'tufts.edu'),
  c('Trinity (CT)', 'Trinity College', 'D3', 'NESCAC', 'Hartford', 'CT', 'private', 'trincoll.edu'),
  c('Amherst', 'Amherst College', 'D3', 'NESCAC', 'Amherst', 'MA', 'private', 'amherst.edu'),
  c('Wesleyan (CT)', 'Wesleyan University', 'D3', 'NESCAC', 'Middletown', 'CT', 'private', 'wesleyan.edu'),
  c('Emory', 'Emory University', 'D3', 'UAA', 'Atlanta', 'GA', 'private', 'emory.edu'),
  c('WashU', 'Washington University in St. Louis', 'D3', 'UAA', 'St. Louis', 'MO', 'private', 'washu.edu'),
  c('Case Western Reserve', 'Case Western Reserve University', 'D3', 'UAA', 'Cleveland', 'OH', 'private', 'case.edu'),
  c('Wis.-Whitewater', 'University of Wisconsin-Whitewater', 'D3', 'WIAC', 'Whitewater', 'WI', 'public', 'uww.edu'),
  c('Wis.-Stevens Point', 'University of Wisconsin-Stevens Point', 'D3', 'WIAC', 'Stevens Point', 'WI', 'public', 'uwsp.edu'),
  c('Cortland', 'SUNY Cortland', 'D3', 'SUNYAC', 'Cortland', 'NY', 'public', 'cortland.edu'),
  c('Rowan', 'Rowan University', 'D3', 'NJAC', 'Glassboro', 'NJ', 'public', 'rowan.edu'),
  c('Kean', 'Kean University', 'D3', 'NJAC', 'Union', 'NJ', 'public', 'kean.edu'),
  c('Salisbury', 'Salisbury University', 'D3', 'Coast To Coast', 'Salisbury', 'MD', 'public', 'salisbury.edu'),
  c('Christopher Newport', 'Christopher Newport University', 'D3', 'Coast To Coast', 'Newport News', 'VA', 'public', 'cnu.edu'),
  c('Trinity (TX)', 'Trinity University', 'D3', 'SAA', 'San Antonio', 'TX', 'private', 'trinity.edu'),
  c('Texas Lutheran', 'Texas Lutheran University', 'D3', 'SCAC', 'Seguin', 'TX', 'private', 'tlu.edu'),
  c('Chapman', 'Chapman University', 'D3', 'SCIAC', 'Orange', 'CA', 'private', 'chapman.edu'),
  c('Pomona-Pitzer', 'Pomona College', 'D3', 'SCIAC', 'Claremont', 'CA', 'private', 'pomona.edu'),
  c('Linfield', 'Linfield University', 'D3', 'Northwest Conference', 'McMinnville', 'OR', 'private', 'linfield.edu'),
  c('Whitworth', 'Whitworth University', 'D3', 'Northwest Conference', 'Spokane', 'WA', 'private', 'whitworth.edu'),
  c('Wooster', 'The College of Wooster', 'D3', 'NCAC', 'Wooster', 'OH', 'private', 'wooster.edu'),
  c('Heidelberg', 'Heidelberg University', 'D3', 'OAC', 'Tiffin', 'OH', 'private', 'heidelberg.edu'),
  c('Marietta', 'Marietta College', 'D3', 'OAC', 'Marietta', 'OH', 'private', 'marietta.edu'),
];

export const DEMO_COLLEGE_ID_BASE = 700001;

/** Approximate spring climate by state (°F highs for March, April, May; spring precipitation in inches). */
export const springClimateByState: Record<string, [number, number, number, number]> = {
  TN: [61, 71, 79, 14.2], LA: [72, 79, 86, 13.1], FL: [78, 82, 87, 9.4], AR: [62, 72, 80, 14.6], TX: [72, 80, 86, 8.9], CA: [68, 71, 74, 3.8],
  NC: [62, 71, 79, 10.9], VA: [58, 68, 76, 10.5], SC: [66, 74, 82, 10.2], AZ: [77, 85, 94, 1.3], OK: [63, 72, 80, 11.8], MI: [45, 58, 70, 8.4],
  IN: [52, 64, 74, 12.1], MS: [68, 76, 84, 14.0], WA: [54, 60, 69, 4.2], MA: [46, 57, 68, 11.3], MO: [56, 67, 76, 12.9], CO: [60, 67, 77, 2.6],
  GA: [67, 75, 83, 11.6], PA: [52, 63, 73, 11.0], NH: [44, 57, 69, 10.8], SD: [43, 57, 68, 8.1], MN: [40, 56, 68, 8.6], MD: [56, 66, 75, 10.8],
  CT: [48, 60, 70, 12.0], OH: [50, 62, 72, 11.4], WI: [42, 56, 67, 9.7], NY: [41, 54, 66, 10.2], NJ: [53, 63, 73, 11.4], OR: [57, 61, 68, 7.9],
};
