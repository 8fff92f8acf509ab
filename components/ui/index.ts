/**
 * Shared UI primitives: every feature builds its screens from these (and imports them from here,
 * '@/components/ui'), never from another feature's folder.
 */
export { Avatar } from './Avatar';
export { Badge, type BadgeTone } from './Badge';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Chip, ChipGroup, RemovableChip } from './Chip';
export { Field, FormError, TextField, type ControlProps, type TextFieldProps } from './Field';
export { formatDay, isoDay } from './formatDay';
export { Icon, type IconName } from './icons';
export { ListEmpty, ListEnd, ListError } from './ListStates';
export { PagedList, type PagedListProps } from './PagedList';
export { Skeleton } from './Skeleton';
export { TabList, TabPanel, tabIds, type TabItem } from './Tabs';
export {
  errorKey,
  errorMessage,
  useForm,
  useSubmit,
  type FieldErrors,
  type FormOptions,
  type FormState,
  type SubmitOptions,
  type SubmitState,
} from './useForm';
