import { RequireAuth } from '../Guards';
import InterviewPage from '@/features/fit/routes/InterviewPage';

/** /college-interview, behind sign-in. */
export default function InterviewScreen() {
  return <RequireAuth>{() => <InterviewPage />}</RequireAuth>;
}
