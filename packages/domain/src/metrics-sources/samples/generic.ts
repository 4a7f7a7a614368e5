/** Generic metric files (date,metric,value,unit,source_note): good, a Rapsodo file (wrong kind), malformed lines and implausible values (docs/decisions/0062-metric-sources.md): written by hand for the tests; the formats are public facts. */
export const genericSamples = {
  good: `date,metric,value,unit,source_note
2026-11-02,sixty,7.12,seconds,Laser timed
2026-11-20,sixty,7.05,seconds,Laser timed
2026-11-20,exit_velocity,88.5,mph,Pocket radar at practice
2026-11-20,Throw Velocity,84.2,mph,Radar gun
2026-11-21,weight,182,lbs,
`,
  wrongKind: `Player ID,48213
Player Name,Casey Demoplayer
No,Date,Pitch Type,Is Strike,Velocity,Total Spin,Spin Efficiency (release),Spin Direction,VB (trajectory),HB (trajectory),Release Height,Release Side
1,11/20/2026 4:05:12 PM,Fastball,Yes,88.4,2310,90%,12:45,18.5,-2.5,5.62,-1.69
2,11/20/2026 4:06:12 PM,Fastball,Yes,89.1,2355,83%,12:45,13.3,-10.6,5.85,-2.08
3,11/20/2026 4:07:12 PM,Curveball,No,74.2,2510,93%,7:30,13.8,-6.2,5.88,-2.07
4,11/20/2026 4:08:12 PM,Fastball,Yes,87.9,2298,98%,12:45,11.1,-6.6,5.91,-1.63
5,11/20/2026 4:09:12 PM,Fastball,No,90.2,2402,98%,12:45,15.3,-10.8,5.71,-1.82
6,11/20/2026 4:10:12 PM,ChangeUp,Yes,80.1,1750,84%,7:30,12.6,-8.5,5.66,-1.95
7,11/20/2026 4:11:12 PM,Fastball,Yes,88.8,2330,85%,12:45,10.9,1.7,5.69,-2.05
8,11/20/2026 4:12:12 PM,Fastball,Yes,89.5,2371,82%,12:45,15.1,2.9,5.85,-1.83
9,11/20/2026 4:13:12 PM,Slider,No,79.4,2420,90%,7:30,14.2,10.2,5.78,-1.98
10,11/20/2026 4:14:12 PM,Fastball,Yes,87.6,2285,85%,12:45,16.3,-6.1,5.89,-1.84
11,11/20/2026 4:15:12 PM,Fastball,Yes,88.9,2344,90%,12:45,16.6,-5.1,6.09,-2.04
12,11/20/2026 4:16:12 PM,Curveball,No,74.2,2510,93%,7:30,11.5,-3.8,6.07,-1.89
13,11/20/2026 4:17:12 PM,Fastball,Yes,89.9,2390,82%,12:45,16.9,1.8,6.04,-1.94
14,11/20/2026 4:18:12 PM,Fastball,No,88.1,2312,91%,12:45,15.3,1.9,5.83,-1.68
15,11/20/2026 4:19:12 PM,ChangeUp,Yes,80.1,1750,88%,7:30,14.3,3.9,5.63,-1.75
16,11/20/2026 4:20:12 PM,Fastball,Yes,89.3,2360,98%,12:45,18.9,7.7,5.74,-1.91
17,11/20/2026 4:21:12 PM,Slider,Yes,79.4,2420,91%,7:30,10.2,-0.9,5.68,-2.04
18,11/20/2026 4:22:12 PM,Fastball,Yes,88.7,2333,81%,12:45,12.0,-5.1,5.97,-1.9
`,
  malformed: `date,metric,value,unit,source_note
2026-11-20,sixty,7.05,seconds,Laser timed
yesterday,exit_velocity,88.5,mph,
2026-11-20,arm strength,84.2,mph,
2026-11-20,weight,heavy,lbs,
2026-11-20,throw_velocity,84.2,km/h,
2026-11-20,height
`,
  implausible: `date,metric,value,unit,source_note
2026-11-20,sixty,2.9,seconds,Hand timed
2026-11-20,exit_velocity,88.5,mph,
2026-11-20,fastball_velocity,131,mph,Stadium gun
`,
} as const;
