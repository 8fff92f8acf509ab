/**
 * Shared UI primitives: every feature builds its screens from these (and imports them from here,
 * '@/components/ui'), never from another feature's folder.
 */
export { Avatar } from './Avatar';
export { Badge } from './Badge';
export { Button, buttonClass } from './Button';
export { Card } from './Card';
export { FormCard } from './FormCard';
export { Chip, ChipGroup, RemovableChip } from './Chip';
export { Field, FormError, TextField, type ControlProps, type TextFieldProps } from './Field';
export { FilterDisclosure } from './FilterDisclosure';
export { formatDay, isoDay } from './formatDay';
export { DayTime } from './DayTime';
export { MomentTime } from './MomentTime';
export { focusMainContentIfLost, focusReturn, focusReturnKey, keepFocusOn, returnFocus } from './focusReturn';
export { MAIN_CONTENT_ID } from './mainContentId';
export { Icon, type IconName } from './icons';
export { ListEmpty, ListError } from './ListStates';
export { MemberPicker } from './MemberPicker';
export { SearchPicker } from './SearchPicker';
export { TagPicker } from './TagPicker';
export { PagedList } from './PagedList';
export { SignInCard } from './SignInCard';
export { PhoneFold } from './PhoneFold';
export { isPlainClick } from './plainClick';
export { PageHead } from './PageHead';
export { SiteOriginProvider, useSiteOrigin } from './siteOrigin';
export { Skeleton } from './Skeleton';
export { TabList, TabPanel, tabIds } from './Tabs';
export { useForm, type FieldErrors } from './useForm';
export { errorKey, errorMessage, useSubmit } from './useSubmit';
export { useListFilterInputs, type TermAndRange } from './useListFilterInputs';
export { DateRangeFields } from './DateRangeFields';
