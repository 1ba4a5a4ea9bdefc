#pragma once
const int limit = 4;
