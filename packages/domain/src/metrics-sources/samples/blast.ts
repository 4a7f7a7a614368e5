/** Blast Motion swing exports: a good session, a Rapsodo file (wrong kind), malformed lines and implausible values (docs/decisions/0062-metric-sources.md): written by hand for the tests; the formats are public facts. */
export const blastSamples = {
  good: `Blast Motion
Player: Avery Sampleton
Email: avery.sampleton@example.com
Sport: Baseball
Date Range: Nov 18, 2026 - Nov 18, 2026
Swing Type: All
Environment: Tee
Exported: Nov 19, 2026
Date,Equipment,Handedness,Swing Details,Plane Score,Connection Score,Rotation Score,Bat Speed (mph),Rotational Acceleration (g),On Plane Efficiency (%),Attack Angle (deg),Early Connection (deg),Connection at Impact (deg),Vertical Bat Angle (deg),Power (kW),Time to Contact (sec),Peak Hand Speed (mph),Exit Velocity (mph),Launch Angle (deg),Estimated Distance (feet)
"Nov 18, 2026 04:10:43 pm",Demo Wood 33in,Right,Tee,71,45,50,68.2,14.5,90,8,84,93,-33,4.41,0.169,23.4,88.1,17,259
"Nov 18, 2026 05:13:43 pm",Demo Wood 33in,Right,Tee,49,45,51,70.4,11.5,69,4,95,98,-30,3.53,0.13,22.1,,,
"Nov 18, 2026 06:16:43 pm",Demo Wood 33in,Right,Tee,63,79,76,71.9,13.2,63,12,99,100,-26,3.91,0.165,24.8,92.4,22,300
"Nov 18, 2026 04:19:43 pm",Demo Wood 33in,Right,Tee,65,65,65,69.5,11.0,80,4,86,82,-31,3.88,0.134,23.0,90.3,8,200
"Nov 18, 2026 05:22:43 pm",Demo Wood 33in,Right,Tee,76,49,74,72.6,11.0,78,13,80,82,-31,4.23,0.136,21.3,94.7,16,354
"Nov 18, 2026 06:25:43 pm",Demo Wood 33in,Right,Tee,63,70,47,70.8,11.2,86,11,95,95,-34,3.17,0.134,21.7,,,
"Nov 18, 2026 04:28:43 pm",Demo Wood 33in,Right,Tee,56,70,50,67.9,15.2,68,12,91,84,-25,4.52,0.142,23.2,86.5,7,378
"Nov 18, 2026 05:31:43 pm",Demo Wood 33in,Right,Tee,56,73,63,71.2,19.1,77,7,97,97,-35,4.27,0.155,23.9,91.8,11,261
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
  malformed: `Blast Motion
Player: Avery Sampleton
Email: avery.sampleton@example.com
Sport: Baseball
Date Range: Nov 18, 2026 - Nov 18, 2026
Swing Type: All
Environment: Tee
Exported: Nov 19, 2026
Date,Equipment,Handedness,Swing Details,Plane Score,Connection Score,Rotation Score,Bat Speed (mph),Rotational Acceleration (g),On Plane Efficiency (%),Attack Angle (deg),Early Connection (deg),Connection at Impact (deg),Vertical Bat Angle (deg),Power (kW),Time to Contact (sec),Peak Hand Speed (mph),Exit Velocity (mph),Launch Angle (deg),Estimated Distance (feet)
"Nov 18, 2026 04:10:43 pm",Demo Wood 33in,Right,Tee,71,45,50,68.2,14.5,90,8,84,93,-33,4.41,0.169,23.4,88.1,17,259
"Nov 18, 2026 04:13:43 pm",Demo Wood 33in,Right,Tee,55,60
"Someday 2026",Demo Wood 33in,Right,Tee,63,79,76,71.9,13.2,63,12,99,100,-26,3.91,0.165,24.8,92.4,22,300
"Nov 18, 2026 04:19:43 pm",Demo Wood 33in,Right,Tee,65,65,65,sixty-nine,11.0,80,4,86,82,-31,3.88,0.134,23.0,90.3,8,200
"Nov 18, 2026 05:22:43 pm",Demo Wood 33in,Right,Tee,76,49,74,72.6,11.0,78,13,80,82,-31,4.23,0.136,21.3,94.7,16,354
"Nov 18, 2026 06:25:43 pm",Demo Wood 33in,Right,Tee,63,70,47,70.8,11.2,86,11,95,95,-34,3.17,0.134,21.7,,,
"Nov 18, 2026 04:28:43 pm",Demo Wood 33in,Right,Tee,56,70,50,67.9,15.2,68,12,91,84,-25,4.52,0.142,23.2,86.5,7,378
"Nov 18, 2026 05:31:43 pm",Demo Wood 33in,Right,Tee,56,73,63,71.2,19.1,77,7,97,97,-35,4.27,0.155,23.9,91.8,11,261
`,
  implausible: `Blast Motion
Player: Avery Sampleton
Email: avery.sampleton@example.com
Sport: Baseball
Date Range: Nov 18, 2026 - Nov 18, 2026
Swing Type: All
Environment: Tee
Exported: Nov 19, 2026
Date,Equipment,Handedness,Swing Details,Plane Score,Connection Score,Rotation Score,Bat Speed (mph),Rotational Acceleration (g),On Plane Efficiency (%),Attack Angle (deg),Early Connection (deg),Connection at Impact (deg),Vertical Bat Angle (deg),Power (kW),Time to Contact (sec),Peak Hand Speed (mph),Exit Velocity (mph),Launch Angle (deg),Estimated Distance (feet)
"Nov 18, 2026 04:10:43 pm",Demo Wood 33in,Right,Tee,71,45,50,68.2,14.5,90,8,84,93,-33,4.41,0.169,23.4,88.1,17,259
"Nov 18, 2026 05:13:43 pm",Demo Wood 33in,Right,Tee,49,45,51,70.4,11.5,69,4,95,98,-30,3.53,0.13,22.1,,,
"Nov 18, 2026 06:16:43 pm",Demo Wood 33in,Right,Tee,63,79,76,71.9,13.2,63,12,99,100,-26,3.91,0.165,24.8,152.4,22,300
"Nov 18, 2026 04:19:43 pm",Demo Wood 33in,Right,Tee,65,65,65,69.5,11.0,80,4,86,82,-31,3.88,0.134,23.0,90.3,8,200
"Nov 18, 2026 05:22:43 pm",Demo Wood 33in,Right,Tee,76,49,74,12.6,11.0,78,13,80,82,-31,4.23,0.136,21.3,94.7,16,354
"Nov 18, 2026 06:25:43 pm",Demo Wood 33in,Right,Tee,63,70,47,70.8,11.2,86,11,95,95,-34,3.17,0.134,21.7,,,
"Nov 18, 2026 04:28:43 pm",Demo Wood 33in,Right,Tee,56,70,50,67.9,15.2,68,12,91,84,-25,4.52,0.142,23.2,86.5,7,378
"Nov 18, 2026 05:31:43 pm",Demo Wood 33in,Right,Tee,56,73,63,71.2,19.1,77,7,97,97,-35,4.27,0.155,23.9,91.8,11,261
`,
} as const;
