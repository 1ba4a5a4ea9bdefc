#pragma once
#define APP_HAS_CONFIG 1
