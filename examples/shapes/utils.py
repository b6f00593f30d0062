"""Helpers for users and their records."""


class UserAuth:
    """Checks that a user may sign in."""

    def validate(self, user):
        if user is None:
            return False
        if user.is_active:
            return True
        return False


def normalize(name):
    """The name without surrounding blanks, in lower case."""
    return name.strip().lower()


def process(records):
    """The normalized names of the active records."""
    result = []
    for record in records:
        if not record.get("active"):
            continue
        result.append(normalize(record["name"]))

    return result
