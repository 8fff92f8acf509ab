/** The fediverse's screens (issue 38; docs/features/federation.md): the administrators' instances section. */
export { InstancesSection } from './InstancesSection';
