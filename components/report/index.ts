export { ReportLink } from './ReportLink';
