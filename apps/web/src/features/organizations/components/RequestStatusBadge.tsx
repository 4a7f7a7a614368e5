import { requestStatusLabel, requestStatusTone, type OrganizationRequestStatus } from '@dugout/domain/organizations';
import { Badge } from '@/components/ui/Badge';

export const RequestStatusBadge = ({ status }: { status: OrganizationRequestStatus }) => (
  <Badge tone={requestStatusTone(status)}>{requestStatusLabel(status)}</Badge>
);
