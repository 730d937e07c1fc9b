-- Manage Inmates' search (getinmates `q`, workers/api/src/inmates-list): a trigram index of the five columns it
-- searches, so a "contains" search of 3 characters or more reads the index instead of scanning every inmate. The
-- text stays in `inmates` (external content); the triggers keep the index in step with every insert, delete and
-- change of those columns (not of the others: a call raising last_used does not touch it).
CREATE VIRTUAL TABLE `inmates_search` USING fts5(
  first_name, last_name, username, email, twilio_number,
  content='inmates', content_rowid='id', tokenize='trigram'
);--> statement-breakpoint
CREATE TRIGGER `inmates_search_insert` AFTER INSERT ON `inmates` BEGIN
  INSERT INTO `inmates_search` (rowid, first_name, last_name, username, email, twilio_number)
  VALUES (NEW.id, NEW.first_name, NEW.last_name, NEW.username, NEW.email, NEW.twilio_number);
END;--> statement-breakpoint
CREATE TRIGGER `inmates_search_delete` AFTER DELETE ON `inmates` BEGIN
  INSERT INTO `inmates_search` (`inmates_search`, rowid, first_name, last_name, username, email, twilio_number)
  VALUES ('delete', OLD.id, OLD.first_name, OLD.last_name, OLD.username, OLD.email, OLD.twilio_number);
END;--> statement-breakpoint
CREATE TRIGGER `inmates_search_update`
AFTER UPDATE OF first_name, last_name, username, email, twilio_number ON `inmates` BEGIN
  INSERT INTO `inmates_search` (`inmates_search`, rowid, first_name, last_name, username, email, twilio_number)
  VALUES ('delete', OLD.id, OLD.first_name, OLD.last_name, OLD.username, OLD.email, OLD.twilio_number);
  INSERT INTO `inmates_search` (rowid, first_name, last_name, username, email, twilio_number)
  VALUES (NEW.id, NEW.first_name, NEW.last_name, NEW.username, NEW.email, NEW.twilio_number);
END;--> statement-breakpoint
INSERT INTO `inmates_search` (`inmates_search`) VALUES ('rebuild');
