## Lesson texts: written in issue 4. Until then the English texts stand in.
