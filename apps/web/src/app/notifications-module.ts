// The notification container (with its transitions and scroll lock), in a chunk of its own.
export { Notifications } from "@mantine/notifications";
