class Thor
  VERSION = "1.2.1"
end
