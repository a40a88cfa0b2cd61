ALTER TABLE `bookings` ADD `attendance` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `attendance_marked_at` text;