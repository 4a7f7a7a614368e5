/** Public surface of the colleges feature, composed by pages in app/. */
export { CollegeSearchCard, type CollegeSearchCardProps } from './components/CollegeSearchCard';
export { SchoolProfile, type SchoolProfileProps, type SchoolProfileSlots } from './components/SchoolProfile';
export { CollegeBrowser } from './components/CollegeBrowser';
export { collegeProfileQuery, useCollegeProfile } from './api/college-profile.api';
